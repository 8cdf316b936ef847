import { expect, test } from '@playwright/test';
import { HOSTILE_API_REQUESTS, LEAK_PATTERN, sendRequest } from '../../testing/hostile-requests.ts';

// `npm run preview` (the production build with the API behind Vite's preview proxy): every hostile
// request is answered, and the site keeps answering.

test('the preview answers every hostile request and stays up', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'once is enough');
  for (const request of HOSTILE_API_REQUESTS) {
    const answer = await sendRequest(baseURL!, request);
    expect(answer.status, request.name).toBeLessThan(500);
    expect(answer.body, request.name).not.toMatch(LEAK_PATTERN);
    expect((await fetch(`${baseURL}/api/meta`)).status, `after ${request.name}`).toBe(200);
    expect((await fetch(`${baseURL}/`)).status, `after ${request.name}`).toBe(200);
  }
  expect((await fetch(`${baseURL}/.vite/manifest.json`)).status).toBe(404);
});
