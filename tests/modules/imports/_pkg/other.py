from .sub import where
def call():
    return "other->" + where()
