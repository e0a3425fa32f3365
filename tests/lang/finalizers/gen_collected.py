# A suspended generator that nothing reaches any more is closed when the
# collector finds it: GeneratorExit is raised at its yield, so its finally
# block runs. One never started or already finished has nothing to close.
import gc


def counted(name):
    try:
        yield 1
        yield 2
    finally:
        print("finally ran", name)


g = counted("suspended")
print(next(g))
del g
gc.collect()
print("after collect")

fresh = counted("never started")
del fresh
done = counted("finished")
print(list(done))
del done
gc.collect()
print("end")
# expect: 1
# expect: finally ran suspended
# expect: after collect
# expect: finally ran finished
# expect: [1, 2]
# expect: end
