from enum import StrEnum, auto
class S(StrEnum):
    A = auto()
    B = 'bee'
print(S.A, repr(S.B), S.B == 'bee', S.A.upper(), f"{S.B}", S('bee'))

# expect: a <S.B: 'bee'> True A bee bee
