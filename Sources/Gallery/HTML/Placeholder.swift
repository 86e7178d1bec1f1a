/// The picture shown for a release without a cover: a disc in a case, drawn by cdscan.
package enum Placeholder {
    /// Its file, at the top of the site.
    package static let fileName = "placeholder.svg"

    /// The SVG; it follows the light or dark scheme on its own (an `<img>` sees the media query too).
    package static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">
        <style>.case{fill:#e9e5dc}.disc{fill:#c9c3b6}.hole{fill:#e9e5dc}.rim{fill:none;stroke:#b3ac9d;stroke-width:2}
        @media (prefers-color-scheme:dark){.case,.hole{fill:#2a2a30}.disc{fill:#45454d}.rim{stroke:#5a5a63}}</style>
        <rect class="case" width="300" height="300"/>
        <circle class="disc" cx="150" cy="150" r="110"/>
        <circle class="rim" cx="150" cy="150" r="80"/>
        <circle class="rim" cx="150" cy="150" r="40"/>
        <circle class="hole" cx="150" cy="150" r="14"/>
        </svg>

        """
}
