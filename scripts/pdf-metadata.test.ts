import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseXmp, withXmpMetadata, xmpPacket } from './pdf-metadata.ts';

describe('XMP metadata of the PDF', () => {
  it('writes title and language into the packet, escaped, and reads them back', () => {
    const packet = xmpPacket({ title: 'Standard <A & B> – „Gesamt“', language: 'de' });
    expect(packet).toContain('Standard &lt;A &amp; B&gt; – „Gesamt“');
    expect(parseXmp(packet)).toEqual({ title: 'Standard <A & B> – „Gesamt“', language: 'de' });
    expect(parseXmp('')).toEqual({});
  });

  it('adds the packet as the catalog metadata stream and keeps the pages', async () => {
    const source = await PDFDocument.create();
    source.addPage();
    source.addPage();
    const result = await PDFDocument.load(await withXmpMetadata(await source.save(), { title: 'Servicestandard', language: 'de' }));
    const stream = result.context.lookup(result.catalog.get(PDFName.of('Metadata')));
    expect(stream).toBeInstanceOf(PDFRawStream);
    const xml = new TextDecoder().decode((stream as PDFRawStream).contents);
    expect(parseXmp(xml)).toEqual({ title: 'Servicestandard', language: 'de' });
    expect(result.getPageCount()).toBe(2);
  });
});
