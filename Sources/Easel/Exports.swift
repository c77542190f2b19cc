@_exported import EaselCore
@_exported import EaselRendering
