import { imageSize } from 'image-size';
import { afterAll, describe, expect, it } from 'vitest';
import { PngRenderer } from './png-renderer.js';

const OPENGRAPH = 'generate-template-opengraph-image-default';
const renderer = new PngRenderer();
afterAll(() => renderer.close());

describe('PngRenderer', () => {
  it('draws on its worker thread, drawings at once each answered with its own picture', async () => {
    const [one, two] = await Promise.all([renderer.render(OPENGRAPH, { title: 'One' }), renderer.render(OPENGRAPH, { title: 'Два' })]);
    expect(imageSize(one)).toMatchObject({ width: 1200, height: 630, type: 'png' });
    expect(imageSize(two)).toMatchObject({ width: 1200, height: 630, type: 'png' });
    expect(one.equals(two)).toBe(false);
  });

  it("fails a drawing the template refuses with the template's message, and keeps drawing the others", async () => {
    await expect(renderer.render(OPENGRAPH, { title: 7 })).rejects.toThrow('data.title: expected a string');
    await expect(renderer.render('generate-template-unknown', {})).rejects.toThrow(/data\.variant: expected one of/);
    expect(imageSize(await renderer.render(OPENGRAPH, { title: 'Still drawing' }))).toMatchObject({ width: 1200 });
  });

  it('fails the drawings under way when closed, and starts a new worker for the next one', async () => {
    const underway = expect(renderer.render(OPENGRAPH, { title: 'Cut short' })).rejects.toThrow('the renderer was closed');
    await renderer.close();
    await underway;
    expect(imageSize(await renderer.render(OPENGRAPH, { title: 'Again' }))).toMatchObject({ width: 1200 });
  });
});
