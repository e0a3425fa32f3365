# An int subclass's instance (an IntEnum member, a user class) works where
# an integer index, count or size is expected, as in CPython.
import enum


class Width(int):
    pass


class Slot(enum.IntEnum):
    FIRST = 0
    SECOND = 1
    THIRD = 2


print(repr("a\tb".expandtabs(Width(4))), repr("ab".center(Width(6), "*")), repr("abc"[Width(1)]))
print([10, 20, 30][Slot.THIRD], "abcdef"[Slot.SECOND:Slot.THIRD + 2], (1, 2, 3)[Width(-1)])
print(repr("x" * Width(3)), [0] * Slot.THIRD, Slot.SECOND * (7,), b"ab" * Width(2))
print((1).to_bytes(Width(2), "big"), bytes(Width(2)), round(2.567, Width(2)), list(range(Width(3))))
lst = [1, 2, 3]
lst[Slot.FIRST] = 9
del lst[Width(1)]
print(lst, lst.pop(Width(0)), "abcabc".find("c", Width(3)))
# expect: 'a   b' '**ab**' 'b'
# expect: 30 bcd 3
# expect: 'xxx' [0, 0] (7,) b'abab'
# expect: b'\x00\x01' b'\x00\x00' 2.57 [0, 1, 2]
# expect: [3] 9 5
