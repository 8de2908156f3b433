import { describe, expect, it } from 'vitest';
import { messageForFailedResponse } from './http';

describe('SPEC §8 error catalogue', () => {
  it('prefers a JSON message', () => {
    expect(messageForFailedResponse(409, '{"message":"That username is already taken"}')).toBe(
      'That username is already taken',
    );
  });

  it.each([
    [401, 'Please sign in to access this feature.'],
    [403, "You don't have permission to perform this action."],
    [404, 'The requested resource could not be found.'],
    [409, 'This action conflicts with existing data. Please try again.'],
    [422, 'Please check your information and try again.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, "We're experiencing technical difficulties. Please try again later."],
    [502, 'Service temporarily unavailable. Please try again in a few minutes.'],
    [503, 'Service temporarily unavailable. Please try again in a few minutes.'],
    [504, 'Service temporarily unavailable. Please try again in a few minutes.'],
  ])('maps %i without a JSON message', (status, message) => {
    expect(messageForFailedResponse(status, '<html>proxy error</html>')).toBe(message);
  });

  it('shows the body text for 400 and unknown statuses, else the generic texts', () => {
    expect(messageForFailedResponse(400, 'Bad thing')).toBe('Bad thing');
    expect(messageForFailedResponse(400, '')).toBe('Please check your information and try again.');
    expect(messageForFailedResponse(418, "I'm a teapot")).toBe("I'm a teapot");
    expect(messageForFailedResponse(418, '')).toBe('An unexpected error occurred. Please try again.');
  });
});
