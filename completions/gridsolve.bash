# bash completion for gridsolve: commands, options, puzzle names, option
# values and files. Installed as share/bash-completion/completions/gridsolve,
# which bash-completion loads the first time gridsolve is completed; or
# source this file. tests/man_test.py checks that it offers every command and
# option of `gridsolve --help`, and help's topics and the rules' sections.

_gridsolve() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local puzzles="2048 cards blocks" commands="2048 cards blocks gen check bench"
  local command="" puzzle="" dashdash=0 i word
  local -a topic=()  # help's words: a command, or rules and a section
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if [[ $command == check && $word == -- ]]; then
      dashdash=$i
      break
    fi
    if [[ -z $command && $word != -* ]]; then
      command=$word
    elif [[ $command == help ]]; then
      topic+=("$word")
    elif [[ ($command == gen || $command == check) && -z $puzzle && " $puzzles " == *" $word "* ]]; then
      puzzle=$word
    fi
  done

  # check ... -- COMMAND ARGS: the program to check, then its arguments.
  if ((dashdash)); then
    if ((COMP_CWORD == dashdash + 1)); then
      mapfile -t COMPREPLY < <(compgen -c -- "$cur")
    else
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    fi
    return
  fi

  # help [COMMAND | rules [SECTION]]: the sections as this gridsolve has
  # them, from its rules' "## N. Title" lines.
  if [[ $command == help ]]; then
    if ((${#topic[@]} == 0)); then
      mapfile -t COMPREPLY < <(compgen -W "$commands rules" -- "$cur")
    elif [[ ${#topic[@]} == 1 && ${topic[0]} == rules ]]; then
      local program=${COMP_WORDS[0]/#\~/$HOME}  # as typed, ~ not yet expanded
      mapfile -t COMPREPLY < <(compgen -W "$("$program" help rules 2>/dev/null |
        sed -n 's/^## \([0-9][0-9]*\)\. .*/\1/p')" -- "$cur")
    fi
    return
  fi

  # The value of the option before the cursor.
  case $prev in
    --html | --save | --input)
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      return
      ;;
    --python-solution)
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -f -X '!*.py' -- "$cur"; compgen -d -- "$cur")
      return
      ;;
    --python)
      mapfile -t COMPREPLY < <(compgen -c -- "${cur:-python}")
      return
      ;;
    --family)
      local families="mixed"
      case $puzzle in
        2048) families="mixed random full one-value chain" ;;
        cards) families="mixed random on-card max-pairs" ;;
        blocks) families="mixed scatter stack cascade" ;;
        *) families="mixed random full one-value chain on-card max-pairs scatter stack cascade" ;;
      esac
      mapfile -t COMPREPLY < <(compgen -W "$families" -- "$cur")
      return
      ;;
    --shapes)
      mapfile -t COMPREPLY < <(compgen -W "ljt any" -- "$cur")
      return
      ;;
    --max-memory)
      mapfile -t COMPREPLY < <(compgen -W "512M 1G 2G 4G 8G" -- "$cur")
      return
      ;;
    -k | --moves | -t | --threads | --time-limit | --seed | --test | --tests | --timeout | --shrink-time | -j | \
      --jobs | --size | \
      --tiles | --density | --pairs)
      return  # a number or a range: nothing to offer
      ;;
  esac

  local solve="-h --help --json --explain --html --max-memory"
  local generator="--size --tiles --density --family --pairs --shapes"
  local options=""
  case $command in
    "") options="-h --help -V --version" ;;
    2048) options="$solve -k --moves -t --threads --time-limit" ;;
    cards | blocks) options="$solve --time-limit" ;;
    gen) options="-h --help --seed --test $generator" ;;
    check) options="-h --help --tests --seed --time-limit --timeout --shrink-time -j --jobs --save --speed --html
      --python-solution --python --no-cache -k --moves --input $generator --" ;;
    bench) options="-h --help -v --verbose" ;;
    *) return ;;
  esac
  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
  elif [[ -z $command ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$commands help" -- "$cur")
  elif [[ $command == gen || ($command == check && -z $puzzle) ]]; then
    [[ -z $puzzle ]] && mapfile -t COMPREPLY < <(compgen -W "$puzzles" -- "$cur")
  elif [[ $command != bench ]]; then
    # The input file of a solve command.
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
}

complete -F _gridsolve gridsolve
