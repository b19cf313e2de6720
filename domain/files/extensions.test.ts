import { describe, expect, test } from 'vitest';
import { fileExtension, hasAllowedExtension } from './extensions';

describe('hasAllowedExtension', () => {
  // "Allowed extensions pdf, jpg, jpeg, png, bmp, tif, tiff, plus doc, docx,
  // xls, xlsx on the contact form."
  test.for([
    { fileName: 'nota.pdf', declaration: true, contactForm: true },
    { fileName: 'foto.JPG', declaration: true, contactForm: true },
    { fileName: 'scan.jpeg', declaration: true, contactForm: true },
    { fileName: 'scan.png', declaration: true, contactForm: true },
    { fileName: 'scan.bmp', declaration: true, contactForm: true },
    { fileName: 'scan.tif', declaration: true, contactForm: true },
    { fileName: 'scan.tiff', declaration: true, contactForm: true },
    { fileName: 'brief.doc', declaration: false, contactForm: true },
    { fileName: 'brief.docx', declaration: false, contactForm: true },
    { fileName: 'overzicht.xls', declaration: false, contactForm: true },
    { fileName: 'overzicht.xlsx', declaration: false, contactForm: true },
    { fileName: 'foto.heic', declaration: false, contactForm: false },
    { fileName: 'nota.pdf.exe', declaration: false, contactForm: false },
    { fileName: 'pdf', declaration: false, contactForm: false },
    { fileName: '.pdf', declaration: false, contactForm: false },
    { fileName: 'nota.', declaration: false, contactForm: false },
  ])('$fileName: declaration $declaration, contact form $contactForm', ({ fileName, declaration, contactForm }) => {
    expect(hasAllowedExtension(fileName, 'declaration')).toBe(declaration);
    expect(hasAllowedExtension(fileName, 'contact-form')).toBe(contactForm);
  });
});

describe('fileExtension', () => {
  test.for([
    { fileName: 'Scan.PDF', extension: 'pdf' },
    { fileName: 'archief.tar.gz', extension: 'gz' },
    { fileName: 'zonder-extensie', extension: '' },
    { fileName: '.verborgen', extension: '' },
  ])('$fileName -> "$extension"', ({ fileName, extension }) => {
    expect(fileExtension(fileName)).toBe(extension);
  });
});
