// The baseline for `snapfit-bench`'s cold-start figure: the smallest Foundation program.
import Foundation

print("Hello, world!")
