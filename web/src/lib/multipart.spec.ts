import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart';

describe('multipartBody (GraphQL multipart request spec)', () => {
  it('sends operations with null file variables, a map, then the files in order', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const form = multipartBody('mutation M { x }', { id: '1' }, { image: file });
    expect([...form.keys()]).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(form.get('operations') as string)).toEqual({
      query: 'mutation M { x }',
      variables: { id: '1', image: null },
    });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.image'] });
    const sent = form.get('0') as File;
    expect(sent.name).toBe('a.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
  it('sends no file part when there is no file (the variable stays null)', () => {
    const form = multipartBody('mutation M { x }', {}, { image: null });
    expect([...form.keys()]).toEqual(['operations', 'map']);
    expect(JSON.parse(form.get('map') as string)).toEqual({});
    expect(JSON.parse(form.get('operations') as string).variables).toEqual({ image: null });
  });
});
