# zsh -f tests/zsh_complete.zsh FOLDER 'LINE': prints, one a line, the words
# that zsh's completion offers for LINE (the cursor at its end) with the
# completion functions in FOLDER first in $fpath. It drives an interactive
# zsh through a pseudo-terminal and records every match that reaches
# compadd (tests/man_test.py).
zmodload zsh/zpty
zpty shell zsh -f -i
zpty -w shell "fpath=(${(q)1} \$fpath); autoload -U compinit; compinit -u -D; PROMPT=''; RPROMPT=''"
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
