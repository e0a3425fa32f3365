class MyErr(Exception):
    def __str__(self):
        return "custom message"
try:
    raise MyErr(1, 2)
except MyErr as e:
    print(e, e.args, repr(e))

# expect: custom message (1, 2) MyErr(1, 2)
