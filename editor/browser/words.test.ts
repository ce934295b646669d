import { laidOver, ownerWords } from './words';

// Decap's words where the owner meets them, laid over its English: his in place of those, every other kept.

it('replaces the phrases it names and keeps every other, at every depth', () => {
  const decap = {
    editor: { editorControlPane: { widget: { required: '%{fieldLabel} is required.', processing: '%{fieldLabel} is processing.' } } },
    ui: { toast: { entrySaved: 'Entry saved' } },
  };
  const words = laidOver(decap, ownerWords);
  expect(words).toMatchObject({
    editor: { editorControlPane: { widget: { required: '“%{fieldLabel}” is empty: fill it in.', processing: '%{fieldLabel} is processing.' } } },
    ui: { toast: { entrySaved: 'Entry saved', onFailToPersist: '%{details}' } },
  });
  expect(JSON.stringify(ownerWords)).not.toMatch(/Oops|item\(s\)|didn't match|persist|Error/);
});
