class Account:
    def __init__(self, balance):
        self.balance = balance
    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self.balance -= amount
acct = Account(10)
acct.withdraw(3)
acct.withdraw(50)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/method_frame.py", line 10, in <module>
# expect-stderr:     acct.withdraw(50)
# expect-stderr:   File "tests/errors/traceback/method_frame.py", line 6, in withdraw
# expect-stderr:     raise ValueError(f"insufficient funds: {self.balance} < {amount}")
# expect-stderr: ValueError: insufficient funds: 7 < 50
# expect-exit: 1
