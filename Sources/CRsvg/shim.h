// librsvg: SVG images of asset catalogs, drawn with cairo.
#include <librsvg/rsvg.h>
