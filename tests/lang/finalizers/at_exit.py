# Instances still alive when the program ends get their __del__ after the
# last statement, the ones the globals hold in the globals' order.
class Named:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


second = Named("second")
first = Named("first")
_third = Named("third")
print("end of program")
# expect: end of program
# expect: del second
# expect: del first
# expect: del third
