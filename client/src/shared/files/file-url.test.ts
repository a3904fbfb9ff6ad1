import { describe, expect, it } from 'vitest';
import { fileKind, fileName, fileUrl, imageSrcSet } from './file-url';

describe('fileUrl', () => {
  it('uses full urls as they are', () => {
    expect(fileUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(fileUrl('http://localhost:9000/bucket/a.png')).toBe('http://localhost:9000/bucket/a.png');
  });

  it('serves stored paths under /public', () => {
    expect(fileUrl('images/a.png')).toBe('/public/images/a.png');
    expect(fileUrl('/images/a.png')).toBe('/public/images/a.png');
    expect(fileUrl('public/images/a.png')).toBe('/public/images/a.png');
  });

  it('turns any other scheme, however disguised, into a harmless path', () => {
    for (const file of [' javascript:alert(1)//https', '\tjavascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(fileUrl(file).startsWith('/public/')).toBe(true);
    }
  });
});

describe('fileKind', () => {
  it('follows the mime type', () => {
    expect(fileKind('image/webp')).toBe('image');
    expect(fileKind('video/mp4')).toBe('video');
    expect(fileKind('audio/mpeg')).toBe('audio');
    expect(fileKind('application/pdf', 'a.png')).toBe('other');
  });

  it('falls back to the extension when there is no mime type', () => {
    expect(fileKind(null, 'photos/shirt.JPG')).toBe('image');
    expect(fileKind(undefined, 'clip.webm?v=2')).toBe('video');
    expect(fileKind(null, 'manual.pdf')).toBe('other');
  });
});

describe('fileName', () => {
  it('is the last path segment, decoded', () => {
    expect(fileName('https://cdn.example.com/docs/size%20guide.pdf?x=1')).toBe('size guide.pdf');
  });
});

describe('imageSrcSet', () => {
  it('offers the sizes of an upload this site serves, and none of other images', () => {
    expect(imageSrcSet('/public/2026/11/0b1c2d3e-0000-4000-8000-000000000000-shirt.png')).toBe(
      '/public/2026/11/0b1c2d3e-0000-4000-8000-000000000000-shirt.png?w=320 320w, /public/2026/11/0b1c2d3e-0000-4000-8000-000000000000-shirt.png?w=640 640w, /public/2026/11/0b1c2d3e-0000-4000-8000-000000000000-shirt.png?w=1280 1280w',
    );
    const upload = '/public/2026/11/0b1c2d3e-0000-4000-8000-000000000000-shirt.png';
    // An upload 600 px wide has two sizes: 320, and 640 drawn at its own 600.
    expect(imageSrcSet(upload, 600)).toBe(`${upload}?w=320 320w, ${upload}?w=640 600w`);
    expect(imageSrcSet(upload, 2400)).toBe(`${upload}?w=320 320w, ${upload}?w=640 640w, ${upload}?w=1280 1280w`);
    expect(imageSrcSet(upload, 200)).toBe(`${upload}?w=320 200w`);
    for (const url of ['/public/2026/11/x-logo.svg', 'https://cdn.example.com/2026/11/a.png', '/public/images/hero.jpg', '/public/2026/11/a.png?w=320']) {
      expect(imageSrcSet(url), url).toBeUndefined();
    }
  });
});
