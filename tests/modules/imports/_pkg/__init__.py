print("pkg init")
PKG_CONST = "pkg"
