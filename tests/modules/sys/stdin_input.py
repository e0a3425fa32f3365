# stdin: Alice
# stdin: 30
name = input()
age = int(input("age? "))
print(f"{name} is {age}")

# expect: age? Alice is 30
