import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../icons/CloseIcon';
import { LineIcon } from '../icons/LineIcon';
import { Pagination } from '../Pagination/Pagination';
import { Switch } from '../Switch/Switch';
import { Tag } from '../Tag/Tag';
import { TextField } from '../TextField/TextField';
import { brandNames } from '../theme/brands';
import { BrandColumns, modeOf, screenshotParameters } from './BrandColumns';

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

const meta = {
  title: 'Screenshots/Primitives',
  parameters: screenshotParameters,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A three-line menu icon, as the header's. */
const menuIcon = (
  <LineIcon size={20} d={['M3 5h14', 'M3 10h14', 'M3 15h14']} viewBox="0 0 20 20" strokeWidth="1.8" />
);

/** Buttons in every variant and state, and icon buttons in each size, in each brand. */
export const Buttons: Story = {
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <div style={row}>
            <Button>Subscribe</Button>
            <Button variant="secondary">Share</Button>
            <Button variant="ghost">Report</Button>
          </div>
          <div style={row}>
            <Button disabled>Disabled</Button>
            <Button loading>Saving</Button>
            <Button size="sm">Small</Button>
          </div>
          <div style={row}>
            <IconButton label="Menu">{menuIcon}</IconButton>
            <IconButton label="Close" variant="secondary">
              <CloseIcon />
            </IconButton>
            <IconButton label="Menu, small" size="sm">
              {menuIcon}
            </IconButton>
            <IconButton label="Menu, large" variant="primary" size="lg">
              {menuIcon}
            </IconButton>
          </div>
        </>
      )}
    </BrandColumns>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Subscribe' })).toHaveLength(brandNames.length);
    // An icon button's icon is never squeezed by its padding (the header's icons once shrank to 6 px).
    for (const button of canvas.getAllByRole('button', { name: 'Menu' })) {
      await expect(button.querySelector('svg')?.getBoundingClientRect().width).toBeGreaterThanOrEqual(16);
    }
  },
};

/** Badges of every tone and tags, in each brand. */
export const BadgesAndTags: Story = {
  name: 'Badges and tags',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {() => (
        <>
          <div style={row}>
            {badgeTones.map((tone) => (
              <Badge key={tone} tone={tone}>
                {['neutral', 'accent', 'danger', 'success'].includes(tone) ? tone : undefined}
              </Badge>
            ))}
          </div>
          <div style={row}>
            <Tag href="/search/?s=lake">lake</Tag>
            <Tag href="/search/?s=misty+forest">misty forest</Tag>
          </div>
        </>
      )}
    </BrandColumns>
  ),
};

/** Form fields: filled, with an error, choices on and off, in each brand. */
export const FormFields: Story = {
  name: 'Form fields',
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {(brand) => (
        <>
          <TextField label="Username" defaultValue="kestrel77" />
          <TextField label="E-mail" defaultValue="kestrel@" error="Enter a whole e-mail address" />
          <Checkbox label={`Remember me (${brand})`} defaultChecked />
          <Switch label="Autoplay" defaultChecked />
        </>
      )}
    </BrandColumns>
  ),
};

/** Pagination with the current page in the middle, in each brand. */
export const Paging: Story = {
  render: (_args, { globals }) => (
    <BrandColumns mode={modeOf(globals)}>
      {(brand) => (
        <Pagination
          page={7}
          totalPages={20}
          hrefForPage={(p) => `/videos/${p}/`}
          label={`Pages (${brand})`}
        />
      )}
    </BrandColumns>
  ),
};
