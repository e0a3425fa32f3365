# TypeErrors a class pattern raises at run time, as CPython words them.
class P:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
class ListArgs:
    __match_args__ = ["x"]
class IntArgs:
    __match_args__ = (1,)
class NoArgs:
    pass
class MyInt(int):
    pass
not_a_class = len

def attempt(label, subject, fn):
    try:
        fn(subject)
        print(label, "no error")
    except TypeError as e:
        print(label, "TypeError:", e)

def too_many(v):
    match v:
        case P(a, b, c):
            print("matched")
def not_tuple(v):
    match v:
        case ListArgs(a):
            print("matched")
def not_str(v):
    match v:
        case IntArgs(a):
            print("matched")
def none_allowed(v):
    match v:
        case NoArgs(a):
            print("matched")
def twice(v):
    match v:
        case P(a, x=b):
            print("matched")
def not_class(v):
    match v:
        case not_a_class():
            print("matched")
def builtin_two(v):
    match v:
        case int(a, b):
            print("matched")
def subclass_two(v):
    match v:
        case MyInt(a, b):
            print("matched")

attempt("too many", P(1, 2), too_many)
attempt("not a tuple", ListArgs(), not_tuple)
attempt("not a str", IntArgs(), not_str)
attempt("none allowed", NoArgs(), none_allowed)
attempt("twice", P(1, 2), twice)
attempt("not a class", P(1, 2), not_class)
attempt("builtin", 3, builtin_two)
attempt("subclass", MyInt(3), subclass_two)
# the checks only run when the subject is an instance
attempt("not an instance", "str", too_many)
attempt("not an instance 2", 5, not_tuple)
# no positional sub-patterns: __match_args__ is never read
class WeirdArgs:
    __match_args__ = 5
    a = 1
match WeirdArgs():
    case WeirdArgs(a=1):
        print("keywords only")
# an unhashable mapping key value raises TypeError
class K:
    key = []
try:
    match {1: 2}:
        case {K.key: _}:
            pass
except TypeError as e:
    print("TypeError:", e)
# an error inside the subject or a guard propagates
try:
    match 1 / 0:
        case _:
            pass
except ZeroDivisionError as e:
    print("subject:", e)
try:
    match 1:
        case x if x / 0:
            pass
except ZeroDivisionError as e:
    print("guard:", e)
# expect: too many TypeError: P() accepts 2 positional sub-patterns (3 given)
# expect: not a tuple TypeError: ListArgs.__match_args__ must be a tuple (got list)
# expect: not a str TypeError: __match_args__ elements must be strings (got int)
# expect: none allowed TypeError: NoArgs() accepts 0 positional sub-patterns (1 given)
# expect: twice TypeError: P() got multiple sub-patterns for attribute 'x'
# expect: not a class TypeError: called match pattern must be a type
# expect: builtin TypeError: int() accepts 1 positional sub-pattern (2 given)
# expect: subclass TypeError: MyInt() accepts 1 positional sub-pattern (2 given)
# expect: not an instance no error
# expect: not an instance 2 no error
# expect: keywords only
# expect: TypeError: unhashable type: 'list'
# expect: subject: division by zero
# expect: guard: division by zero
