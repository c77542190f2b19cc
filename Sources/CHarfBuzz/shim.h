#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
// Instancing variable fonts into static ones, for PDF embedding (FontFace.staticInstance).
#include <hb-subset.h>
