log = []
def f():
    try:
        log.append("try")
        return len(log)
    finally:
        log.append("finally")
print(f(), log)

# expect: 1 ['try', 'finally']
