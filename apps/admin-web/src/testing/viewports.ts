/** A story's 360 px phone viewport (parameters and globals of a `Phone360` page story). */
export const phone360 = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: '360 px phone', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360' } },
} as const;
