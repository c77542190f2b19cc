@_exported import EaselCore
