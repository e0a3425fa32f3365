# Hex, octal and binary literals and int(s, 2**k) of 4*10**5 digits convert in
# linear time (found by scripts/source_fuzz.py: 10**5 digits took 3.5 s before).
import time
t = time.time()
src = "x = 0x" + "1f" * 200000 + "\ny = 0o" + "7" * 400000 + "\nz = -0b" + "10" * 400000 + "\n"
ns = {}
exec(src, ns)
for k in "xyz":
    print(k, ns[k].bit_length(), ns[k] % 1000003)
print(int("ff" * 200000, 16) % 1000003, int("0x" + "ef" * 200000, 0) % 1000003)
print(int("v" * 10000, 32) % 99991, int("-" + "1_0" * 1000, 4) % 99991)
print(0x1_F, 0XAB, 0xFFFFFFFFFFFFFFFFFFF, 0o777777777777777777777777777)
print(0b1111111111111111111111111111111111111111111111111111111111111111111111111)
print(0x10000000000000000 == 18446744073709551616, -0x8000000000000000)
print(hex(ns["x"])[:12], oct(ns["y"])[-5:])
print("fast" if time.time() - t < 10 else "slow")
# expect: x 1599997 433225
# expect: y 1200000 715193
# expect: z 800000 934242
# expect: 563616 340016
# expect: 31 47072
# expect: 31 171 75557863725914323419135 2417851639229258349412351
# expect: 9444732965739290427391
# expect: True -9223372036854775808
# expect: 0x1f1f1f1f1f 77777
# expect: fast
