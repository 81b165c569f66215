# zsh -f tests/zsh_complete.zsh FOLDER 'LINE' [DUMP]: prints, one a line, the
# words that zsh's completion offers for LINE (the cursor at its end) with the
# completion functions in FOLDER first in $fpath. It drives an interactive
# zsh through a pseudo-terminal and records every match that reaches
# compadd (tests/man_test.py).
# With DUMP, compinit keeps its dump in that file, as it keeps ~/.zcompdump
# for a user: the first run writes it and later runs with the same FOLDER
# read it. Without, every run (compinit -D) reads the head of every function
# in $fpath: 1.4 s of CPU a run, of the 1.5 s a run takes.
zmodload zsh/zpty
zpty shell zsh -f -i
if (( $# >= 3 )); then dump="-d ${(q)3}"; else dump=-D; fi
zpty -w shell "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u $dump; PROMPT=''; RPROMPT=''"
zpty -w shell 'bindkey "^I" complete-word'
# \x01 marks a match and \x02 the end, so that the echo of these lines is not
# taken for either.
zpty -w shell 'compadd() { local -a __m; builtin compadd -O __m "$@"; (( $#__m )) && print -rl -- $'"'"'\x01'"'"'${^__m}; builtin compadd "$@"; }'
zpty -w shell 'comppostfuncs=(__done); __done() { print -r -- $'"'"'\x02'"'"'; exit }'
zpty -w -n shell "$2"$'\t'
local out
while zpty -r shell out; do
  [[ $out == *$'\x02'* ]] && break
  [[ $out == *$'\x01'* ]] && print -r -- ${${out#*$'\x01'}%$'\r'*}
done
zpty -d shell
