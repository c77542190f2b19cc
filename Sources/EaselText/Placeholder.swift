enum EaselTextPlaceholder {}
