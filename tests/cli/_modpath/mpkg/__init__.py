print("mpkg imported as", __name__)
