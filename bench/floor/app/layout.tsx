import localFont from 'next/font/local';
import './floor.css';

// The shop's own font file (copied in by bench/report.mjs) and settings: the shop preloads Inter, so the floor pays for it too.
const inter = localFont({
  src: './fonts/InterVariable-latin.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});

export const metadata = { title: 'Floor', description: 'The speed report’s reference page' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <header className="bar">RUCK</header>
        <main>{children}</main>
      </body>
    </html>
  );
}
