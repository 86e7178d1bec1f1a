#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H

// libxml2's SAX2 push parser (xmlCreatePushParserCtxt, xmlParseChunk), for the
// Discogs data dump importer. Debian installs the headers under
// /usr/include/libxml2, which Package.swift adds to the search path.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and its encoding.h then includes the
// system's <unicode/ucnv.h>, whose types clash with the copy of ICU inside
// Swift's Foundation (_FoundationICU) in the same Swift module. The ICU part
// only adds fields at the end of xmlCharEncodingHandler, a struct cdscan
// never allocates or reads, so hiding it changes nothing cdscan touches.
// Delete this when Foundation stops exporting ICU's C types.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

// No shims: every function the importer calls is a plain C function. The
// header is here so that Swift sees one module for the library.

#endif
