# -m PACKAGE.MODULE imports the package first, then runs the module.
# env: PYTHONPATH=tests/cli/_modpath
# env: TPY_PATH=tests/cli/_modpath
# flags: -m mpkg.sub
# args: 1
# expect: mpkg imported as mpkg
# expect: sub: __main__ mpkg ['tests/cli/run_submodule.py', '1']
