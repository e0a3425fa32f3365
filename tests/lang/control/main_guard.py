def main():
    print("main ran", __name__)
if __name__ == "__main__":
    main()

# expect: main ran __main__
