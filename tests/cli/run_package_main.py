# -m PACKAGE imports the package, then runs its __main__.py.
# env: PYTHONPATH=tests/cli/_modpath
# env: TPY_PATH=tests/cli/_modpath
# flags: -m mpkg
# expect: mpkg imported as mpkg
# expect: mpkg main: __main__ mpkg __main__.py True
