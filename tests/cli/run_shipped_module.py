# -m NAME also runs a module shipped inside tpy (its embedded source) as
# __main__: `tpy -m timeit -h` prints timeit's usage (this file is only the
# first argument, after -h).
# oracle: skip CPython's timeit prints its own, longer usage text
# flags: -m timeit -h
# expect: Usage: tpy -m timeit [-n N] [-r N] [-u U] [-s S] [-v] [-h] [--] [statement ...]
# expect:
# expect:   -n/--number N: how many times to run 'statement' (default: the smallest
# expect:                  power of 10 times 1, 2 or 5 taking at least 0.2 s)
# expect:   -r/--repeat N: how many times to repeat the timer (default 5)
# expect:   -s/--setup S:  a statement run once first (default 'pass'; may be repeated)
# expect:   -u/--unit U:   the unit of the result: nsec, usec, msec or sec
# expect:   -v/--verbose:  print the autorange steps
# expect:   -h/--help:     this text
