# Helper for script_then_session.py.
greeting = "hello"
print("script ran")
