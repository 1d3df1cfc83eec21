/**
 * XMP metadata for the PDF of the standard. Chromium writes the title into the document info
 * and the language into the catalog, but no XMP packet; PDF/UA and many archive and
 * accessibility checkers read title and language from XMP. pdf-lib adds the packet as the
 * catalog's /Metadata stream and keeps every other object (structure tree, bookmarks, links).
 */
import { PDFDocument, PDFName } from 'pdf-lib';
import { escapeHtml } from '@servicestandard/text';

export interface XmpFields {
  title: string;
  /** BCP 47 language tag, e.g. "de". */
  language: string;
}

/** The XMP packet with Dublin Core title and language (XML-escaped). */
export function xmpPacket({ title, language }: XmpFields): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeHtml(title)}</rdf:li></rdf:Alt></dc:title>
<dc:language><rdf:Bag><rdf:li>${escapeHtml(language)}</rdf:li></rdf:Bag></dc:language>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The PDF with the XMP packet as its catalog's metadata stream; nothing else changes. */
export async function withXmpMetadata(pdf: Uint8Array, fields: XmpFields): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = doc.context.stream(new TextEncoder().encode(xmpPacket(fields)), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}

/** Title and language from `pdfinfo -meta` output (the XMP packet), for the build's check. */
export function parseXmp(packet: string): Partial<XmpFields> {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  const title = /<dc:title>[\s\S]*?<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(packet)?.[1];
  const language = /<dc:language>[\s\S]*?<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(packet)?.[1];
  return { ...(title === undefined ? {} : { title: unescape(title) }), ...(language === undefined ? {} : { language: unescape(language) }) };
}
