from contextlib import contextmanager
@contextmanager
def section(title):
    print('begin', title)
    yield
    print('end', title)
@section('work')
def work(n):
    print('working', n)
    return n * 2
print(work(1))
print(work(2))

# expect: begin work
# expect: working 1
# expect: end work
# expect: 2
# expect: begin work
# expect: working 2
# expect: end work
# expect: 4
