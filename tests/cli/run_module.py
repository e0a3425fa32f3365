# -m NAME runs the module found on the path as __main__, with its file as
# sys.argv[0] (this file is only the first argument).
# env: PYTHONPATH=tests/cli/_modpath
# env: TPY_PATH=tests/cli/_modpath
# flags: -m runme
# args: x y
# expect: runme: __main__ '' runme.py runme.py ['tests/cli/run_module.py', 'x', 'y']
# expect: True True
