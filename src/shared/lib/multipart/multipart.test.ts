import { describe, expect, test } from 'vitest';
import { multipartEntries, toFormData, type MultipartValue } from './multipart';

const scan = new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' });
const photo = new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' });

describe('multipartEntries: the spec\'s field names (spec 02 §7)', () => {
  test.for<{ name: string; value: Record<string, MultipartValue>; names: string[] }>([
    {
      name: 'ContactForm: "CustomerNumber, Subject, Question, ExtraData[i].Key/Value, Files"',
      value: {
        CustomerNumber: '100000001',
        Subject: 'invoice',
        Question: 'Waarom?',
        ExtraData: [
          { Key: 'email', Value: 'a@b.nl' },
          { Key: 'phone', Value: '+31612345678' },
        ],
        Files: [scan, photo],
      },
      names: ['CustomerNumber', 'Subject', 'Question', 'ExtraData[0].Key', 'ExtraData[0].Value', 'ExtraData[1].Key', 'ExtraData[1].Value', 'Files', 'Files'],
    },
    {
      name: 'Declaration: "CurrentSelectedCustomerNumber, IsTransportCosts, IsAbroad, Abroad.*, Transport.* including Rides[i], files"',
      value: {
        CurrentSelectedCustomerNumber: '100000003',
        IsTransportCosts: true,
        IsAbroad: false,
        Abroad: null,
        Transport: { TravelType: 'car', Rides: [{ Date: '2026-03-01', IsReturn: true }, { Date: '2026-03-08', IsReturn: false }] },
        Files: [scan],
      },
      names: ['CurrentSelectedCustomerNumber', 'IsTransportCosts', 'IsAbroad', 'Transport.TravelType', 'Transport.Rides[0].Date', 'Transport.Rides[0].IsReturn', 'Transport.Rides[1].Date', 'Transport.Rides[1].IsReturn', 'Files'],
    },
    {
      name: 'Seated transport: several care instances, each with its own fields',
      value: { CareInstances: [{ Name: 'Dialysecentrum', Distance: 12 }], Files: [] },
      names: ['CareInstances[0].Name', 'CareInstances[0].Distance'],
    },
    {
      name: 'a list of plain values repeats its name',
      value: { Persons: ['1', '2'] },
      names: ['Persons', 'Persons'],
    },
  ])('$name', ({ value, names }) => {
    expect(multipartEntries(value).map(([name]) => name)).toEqual(names);
  });

  test.for([
    { value: true, text: 'true' },
    { value: false, text: 'false' },
    { value: 12.5, text: '12.5' },
    { value: 0, text: '0' },
    { value: '', text: '' },
  ])('$value is sent as "$text"', ({ value, text }) => {
    expect(multipartEntries({ Field: value })).toEqual([['Field', text]]);
  });

  test('null and undefined are left out, files are kept as they are', () => {
    expect(multipartEntries({ A: null, B: undefined, Files: [scan] })).toEqual([['Files', scan]]);
  });

  test('toFormData keeps the order and each file\'s name', () => {
    const formData = toFormData({ Subject: 'invoice', Files: [scan, photo] });
    expect([...formData.keys()]).toEqual(['Subject', 'Files', 'Files']);
    expect((formData.getAll('Files') as File[]).map((file) => file.name)).toEqual(['nota.pdf', 'foto.jpg']);
  });
});
