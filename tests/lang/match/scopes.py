# Captures bind ordinary names in every kind of scope: module globals,
# function locals, cells read by closures, class bodies, `global` names.
counter = None
def module_level():
    global counter
    match [1, 2]:
        case [counter, _]:
            pass
module_level()
print("global", counter)

def closure():
    match {"v": 5}:
        case {"v": value}:
            pass
    return lambda: value
print("cell", closure()())

class Holder:
    match (3, 4):
        case (first, second):
            total = first + second
print("class", Holder.first, Holder.second, Holder.total)

def unbound_after_no_match(v):
    match v:
        case [x]:
            pass
    try:
        return x
    except UnboundLocalError as e:
        return str(e)
print(unbound_after_no_match([9]))
print(unbound_after_no_match(9))

def in_loop(items):
    out = []
    for item in items:
        match item:
            case ("add", n):
                out.append(n)
            case ("del", _):
                if out:
                    del out[-1]
            case ("stop",):
                break
            case _:
                continue
    return out
print(in_loop([("add", 1), ("add", 2), ("del", 0), "skip", ("add", 3), ("stop",), ("add", 4)]))

def returns_from_case(v):
    match v:
        case 0:
            return "zero"
        case int():
            return "int"
    return "fallthrough"
print(returns_from_case(0), returns_from_case(5), returns_from_case("x"))

def in_generator(values):
    for v in values:
        match v:
            case [a, b]:
                yield a + b
            case int(n):
                yield n
print(list(in_generator([[1, 2], 5, "no", (3, 4)])))

def in_try():
    try:
        match 1:
            case 1:
                raise ValueError("from case")
    except ValueError as e:
        return str(e)
    finally:
        print("finally ran")
print(in_try())

match [1, [2, [3, [4]]]]:
    case [a, [b, [c, [d]]]]:
        print("deep", a, b, c, d)

# deleting a captured name in a case body inside a loop
def deleter():
    res = []
    for v in [1, 2]:
        match v:
            case 1 as one:
                res.append(one)
                del one
            case two:
                res.append(two)
    return res
print(deleter())
# expect: global 1
# expect: cell 5
# expect: class 3 4 7
# expect: 9
# expect: cannot access local variable 'x' where it is not associated with a value
# expect: [1, 3]
# expect: zero int fallthrough
# expect: [3, 5, 7]
# expect: finally ran
# expect: from case
# expect: deep 1 2 3 4
# expect: [1, 2]
