import { CaseStudy, caseStudyIdFromTitle } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { caseStudy } from '../testing.tsx';
import {
  toFormValues,
  toPayload,
  toUpdate,
  validateCaseStudy,
  VIDEO_URL_ERROR,
} from './formModel.ts';

const context = { mode: 'create' as const, existingIds: ['imax'], savedVideoUrls: [] };

describe('case study form model', () => {
  it('makes the id from the title by the slug rule', () => {
    expect(caseStudyIdFromTitle('Harbor Lights: From the Dock Up!')).toBe(
      'harbor-lights-from-the-dock-up',
    );
    expect(caseStudyIdFromTitle('  Café Olé  ')).toBe('cafe-ole');
    expect(caseStudyIdFromTitle('x'.repeat(130))).toHaveLength(120);
    expect(caseStudyIdFromTitle('!!!')).toBe('');
  });

  it('keeps at least one row in every list field of an empty form', () => {
    const values = toFormValues();
    for (const list of [
      values.execution,
      values.results,
      values.services,
      values.tags,
      values.metricsSecondary,
      values.gallery,
      values.videoGallery,
    ]) {
      expect(list).toEqual(['']);
    }
    expect(values.videoList).toHaveLength(1);
  });

  it('round-trips a case study through the form without change', () => {
    const study = CaseStudy.parse(caseStudy());
    const { id: _id, updatedAt: _u, ...rest } = study;
    expect(toPayload(toFormValues(study))).toEqual(rest);
    const listStudy = CaseStudy.parse(
      caseStudy({
        videos: [{ title: 'Spot', url: 'https://vimeo.com/123456', format: 'vertical' }],
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    );
    expect(toPayload(toFormValues(listStudy))).toMatchObject({
      videos: listStudy.videos,
      videoUrl: listStudy.videoUrl,
    });
  });

  it('drops empty rows and leaves out empty optional fields; an update sends null for them', () => {
    const values = {
      ...toFormValues(CaseStudy.parse(caseStudy())),
      execution: ['  One  ', '', ' '],
      quoteText: '',
      quoteAttribution: '',
      duration: ' ',
      metricsPrimary: '',
      metricsSecondary: [''],
    };
    const payload = toPayload(values);
    expect(payload.execution).toEqual(['One']);
    expect(payload.quote).toBeUndefined();
    expect(payload.duration).toBeUndefined();
    expect(payload.metrics).toBeUndefined();
    const update = toUpdate(values, '2025-03-01T10:00:00.000Z');
    expect(update).toMatchObject({
      quote: null,
      duration: null,
      metrics: null,
      updatedAt: '2025-03-01T10:00:00.000Z',
      strategy: 'Make the format the hero.',
    });
  });

  it('requires title, client, industry and challenge', () => {
    expect(validateCaseStudy(toFormValues(), context)).toMatchObject({
      title: 'Title is required',
      client: 'Client is required',
      industry: 'Industry is required',
      challenge: 'Challenge is required',
    });
  });

  it('refuses a new id that is taken, but not in edit mode', () => {
    const values = { ...toFormValues(), title: 'IMAX', client: 'c', industry: 'i', challenge: 'c' };
    expect(validateCaseStudy(values, context).title).toBe(
      'A case study with the id "imax" already exists',
    );
    expect(validateCaseStudy(values, { ...context, mode: 'edit' }).title).toBeUndefined();
    expect(validateCaseStudy({ ...values, title: '???' }, context).title).toMatch(
      /letters or digits/,
    );
  });

  it('accepts only YouTube and Vimeo video URLs, except ones the study already had', () => {
    const base = { ...toFormValues(), title: 'New', client: 'c', industry: 'i', challenge: 'c' };
    const errors = validateCaseStudy(
      {
        ...base,
        videoHero: 'https://example.com/film.mp4',
        videoGallery: [
          'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          'https://vimeo.com/76979871',
          'ftp://x',
        ],
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      },
      context,
    );
    expect(errors).toEqual({ videoHero: VIDEO_URL_ERROR, 'videoGallery.2': VIDEO_URL_ERROR });
    const legacy = validateCaseStudy(
      { ...base, videoHero: '/media/case-studies/imax/hero.mp4' },
      { ...context, savedVideoUrls: ['/media/case-studies/imax/hero.mp4'] },
    );
    expect(legacy).toEqual({});
    const list = validateCaseStudy(
      {
        ...base,
        videoMode: 'list',
        videoList: [
          { title: '', url: 'https://vimeo.com/1', format: 'horizontal' },
          { title: 'x', url: 'https://example.com/x', format: 'vertical' },
        ],
      },
      context,
    );
    expect(list).toEqual({
      'videoList.0.title': 'Video title is required',
      'videoList.1.url': VIDEO_URL_ERROR,
    });
  });

  it('needs both parts of a quote and a primary metric with secondary ones; image paths must be site paths or http(s)', () => {
    const base = { ...toFormValues(), title: 'New', client: 'c', industry: 'i', challenge: 'c' };
    expect(validateCaseStudy({ ...base, quoteText: 'Great' }, context)).toEqual({
      quoteAttribution: 'Attribution is required with a quote',
    });
    expect(validateCaseStudy({ ...base, metricsSecondary: ['x'] }, context)).toEqual({
      metricsPrimary: 'A primary metric is required with secondary ones',
    });
    expect(
      validateCaseStudy(
        { ...base, thumbnail: 'javascript:alert(1)', gallery: ['/api/files/a.webp', 'data:x'] },
        context,
      ),
    ).toEqual({
      thumbnail: 'Use an uploaded image or an http(s) address',
      'gallery.1': 'Use an uploaded image or an http(s) address',
    });
  });
});
