import type { Brand, CategoryGroup, Gender } from '@/lib/types';
import { Link } from '@/components/ui/link';
import { MegaMenuItem } from './mega-menu-item';
import { useTexts } from '@/components/i18n/client-texts-context';
import type { NavState } from './use-navigation';

const headingClass = 'list-head';
// Panel links skip prefetching: the hidden panels sit in the viewport, so by default every page
// would prefetch every category route at once.
const linkClass = 'menu-link';

/**
 * MEN / WOMEN / BRANDS as <li> items for the header's nav list. The items stay the same elements
 * while the categories load (only their panels change), so focus and an open menu survive.
 */
export function NavMenus({ nav }: { nav: NavState }) {
  const t = useTexts('layout');
  const menus = nav.status === 'ready' ? nav.data : null;
  const status = menus ? null : <PanelStatus state={nav.status === 'error' ? 'error' : 'loading'} />;
  return (
    <>
      <MegaMenuItem id="men" label={t.men} href="/men">
        {menus ? <GenderPanel gender="men" groups={menus.men} /> : status}
      </MegaMenuItem>
      <MegaMenuItem id="women" label={t.women} href="/women">
        {menus ? <GenderPanel gender="women" groups={menus.women} /> : status}
      </MegaMenuItem>
      <MegaMenuItem id="brands" label={t.brands} href="/brands">
        {menus ? <BrandsPanel brands={menus.brands} /> : status}
      </MegaMenuItem>
    </>
  );
}

function GenderPanel({ gender, groups }: { gender: Gender; groups: CategoryGroup[] }) {
  return (
    <ul className="mx-auto flex max-w-screen-xl gap-10 px-8 py-8">
      {groups.map((group) => (
        // A group's width follows its category count, so CLOTHING gets more columns than JUNIOR.
        <li
          key={group.type.id}
          className="min-w-40"
          style={{ flexGrow: Math.max(1, group.categories.length) }}
        >
          <p className={headingClass}>{group.type.label}</p>
          <ul className="columns-[10rem] gap-8">
            {group.categories.map((category) => (
              <li key={category.id} className="mb-5 break-inside-avoid">
                <Link
                  href={`/${gender}/category/${category.id}`}
                  className={`${linkClass} text-sm font-medium text-ink`}
                >
                  {category.name}
                </Link>
                {category.subcategories.length > 0 && (
                  <ul className="mt-2 space-y-1.5">
                    {category.subcategories.map((sub) => (
                      <li key={sub.id}>
                        <Link href={sub.link} className={`${linkClass} text-sm text-muted`}>
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function BrandsPanel({ brands }: { brands: Brand[] }) {
  const t = useTexts('layout');
  return (
    <div className="mx-auto max-w-screen-xl px-8 py-8">
      <p className={headingClass}>{t.brandsHeading}</p>
      <ul className="columns-[10rem] gap-8">
        {brands.map((brand) => (
          <li key={brand.id} className="mb-2 break-inside-avoid">
            <Link href={`/brands/${brand.id}`} className={`${linkClass} text-sm text-neutral-700`}>
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A panel's content while the categories load, or when they failed to. */
function PanelStatus({ state }: { state: 'loading' | 'error' }) {
  const t = useTexts('layout');
  return (
    <p role="status" className="mx-auto max-w-screen-xl px-8 py-8 text-sm text-muted">
      {state === 'loading' ? t.loading : t.failed}
    </p>
  );
}
