# match, case and _ are soft keywords: they stay ordinary names elsewhere.
match = 1
case = 2
_ = 3
print(match, case, _)

def match(*args):
    return ("called", args)
print(match(1, 2))
print(match((1)))

class Box:
    case = "attr"
    match = "m"
print(Box.case, Box().match)

match = [10, 20]
print(match[0], match[-1])
match[0] = 11
print(match)

match = {"case": 5}
print(match["case"])

case = lambda match: match * 2
print(case(21))

def f(match, case=0, _=1):
    return match + case + _
print(f(1, case=2, _=3))

for match in range(2):
    print("loop", match)
match, case = "m", "c"
print(match, case)

# a real match statement whose subject is named match and cases capture case
match = (1, 2)
match match:
    case (case, _):
        print("captured case", case)

# match as a subject expression start: call, attribute, subscript
class O:
    x = 7
def match(v):
    return v
match(O).x
match match(O).x:
    case 7:
        print("call subject")
match = [5]
match match[0]:
    case 5:
        print("subscript subject")
match -1, 2:
    case (-1, 2):
        print("negative tuple subject")
_ = "still a name"
match "x":
    case _:
        print(_)
# expect: 1 2 3
# expect: ('called', (1, 2))
# expect: ('called', (1,))
# expect: attr m
# expect: 10 20
# expect: [11, 20]
# expect: 5
# expect: 42
# expect: 6
# expect: loop 0
# expect: loop 1
# expect: m c
# expect: captured case 1
# expect: call subject
# expect: subscript subject
# expect: negative tuple subject
# expect: still a name
