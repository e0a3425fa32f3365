s = """line one
  line two
line "three" '''"""
print(s)
print(s.count("\n"))

# expect: line one
# expect:   line two
# expect: line "three" '''
# expect: 2
