registry = []
def register(cls):
    registry.append(cls.__name__)
    cls.registered = True
    return cls
@register
class A:
    pass
print(registry, A.registered)

# expect: ['A'] True
