# A script for script_then_session.py: `-i script` runs it, then the session.
greeting = "hello from the script"
print("script ran")
