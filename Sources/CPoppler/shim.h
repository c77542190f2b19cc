// Poppler's GLib interface: vector PDF images of asset catalogs, drawn with cairo.
#include <poppler.h>
