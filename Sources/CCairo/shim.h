#include <cairo.h>
#include <cairo-pdf.h>
// Fonts for PDF text: cairo's FreeType font faces, made from fontconfig patterns (a file and a
// face index), so that PDF output embeds the fonts and carries the text.
#include <cairo-ft.h>
